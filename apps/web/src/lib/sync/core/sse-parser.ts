/**
 * Incremental parser for the text/event-stream format (WHATWG HTML §9.2.6), enough for our server's frames:
 * `event:` and `data:` lines, comments, and a blank line that dispatches. Chunks may split lines anywhere.
 */
export const createSseParser = (onEvent: (event: string, data: string) => void) => {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];

  const dispatch = () => {
    if (dataLines.length > 0) onEvent(eventName || 'message', dataLines.join('\n'));
    eventName = '';
    dataLines = [];
  };

  const processLine = (line: string) => {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  };

  return {
    feed(chunk: string) {
      buffer += chunk;
      let newline = buffer.search(/\r\n|\r|\n/);
      while (newline !== -1) {
        const breakLength = buffer.startsWith('\r\n', newline) ? 2 : 1;
        // A lone trailing \r may be the first half of \r\n: wait for the next chunk.
        if (buffer[newline] === '\r' && newline === buffer.length - 1) break;
        processLine(buffer.slice(0, newline));
        buffer = buffer.slice(newline + breakLength);
        newline = buffer.search(/\r\n|\r|\n/);
      }
    },
  };
};
