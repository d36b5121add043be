type InputWrapperPart = 'label' | 'input' | 'description' | 'error';

/**
 * Hints under the input instead of between label and input, so inputs in one grid row line up whether or not
 * they carry a hint.
 */
export const HINT_BELOW: { inputWrapperOrder: InputWrapperPart[] } = {
  inputWrapperOrder: ['label', 'input', 'description', 'error'],
};
