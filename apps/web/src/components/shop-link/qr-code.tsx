import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createSignal } from '../../lib/signal';

type QrMatrix = { size: number; data: boolean[][] };
type Encoder = typeof import('uqr');

/**
 * Encoding is the costly part (about 100 ms of a phone's main thread at 4× slowdown for a shop link), so each value is
 * encoded once per page and only once a code is about to be seen (decision 055): the dashboard's card sits below a
 * phone's first screen, and its print poster shows the same code.
 */
const matrices = new Map<string, QrMatrix>();
const encodedOne = createSignal();
let encoder: Encoder | null = null;
let loading: Promise<Encoder> | null = null;

/** The encoder (uqr) loads only when a QR code is on the page, so it weighs on no page's first load. */
const loadEncoder = () => {
  loading ??= import('uqr').then((module) => {
    encoder = module;
    return module;
  });
  return loading;
};

const encodeNow = ({ encode }: Encoder, value: string) => {
  let matrix = matrices.get(value);
  if (!matrix) {
    matrix = encode(value, { ecc: 'M', border: 2 });
    matrices.set(value, matrix);
    encodedOne.emit();
  }
  return matrix;
};

/** The dark modules as one SVG path: one `h1v1h-1z` square each. */
const toPath = ({ data }: QrMatrix) =>
  data.flatMap((row, y) => row.map((isDark, x) => (isDark ? `M${x} ${y}h1v1h-1z` : ''))).join('');

/** Calls `onSeen` once the element comes within a screen's reach (at once where the browser cannot tell). */
const useWhenNearScreen = (onSeen: (() => void) | null) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!onSeen) return;
    if (!element || typeof IntersectionObserver === 'undefined') {
      onSeen();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onSeen();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onSeen]);
  return ref;
};

/**
 * A QR code of `value` drawn as an SVG (crisp on screen and on paper). `printOnly` is for a code hidden on screen
 * (a print poster): it shows the matrix another code of the same value encoded, and encodes itself as printing
 * starts if none did.
 */
export const QrCode = ({
  value,
  size,
  label,
  printOnly = false,
}: {
  value: string;
  size: number | string;
  label: string;
  printOnly?: boolean;
}) => {
  const [matrix, setMatrix] = useState<QrMatrix | null>(() => matrices.get(value) ?? null);
  const [onSeen, setOnSeen] = useState<(() => void) | null>(null);

  useEffect(() => {
    let isCurrent = true;
    const pickUp = () => {
      const found = matrices.get(value);
      if (found && isCurrent) setMatrix(found);
    };
    pickUp();
    const stopListening = encodedOne.on(pickUp);
    if (printOnly) {
      void loadEncoder();
      // The print preview is laid out right after this event: the code must be in the DOM by then.
      const beforePrint = () => {
        if (encoder && !matrices.has(value)) flushSync(() => setMatrix(encodeNow(encoder as Encoder, value)));
      };
      window.addEventListener('beforeprint', beforePrint);
      return () => {
        isCurrent = false;
        stopListening();
        window.removeEventListener('beforeprint', beforePrint);
      };
    }
    setOnSeen(() => () => {
      void loadEncoder().then((module) => {
        if (isCurrent) setMatrix(encodeNow(module, value));
      });
    });
    return () => {
      isCurrent = false;
      stopListening();
    };
  }, [value, printOnly]);

  const placeholder = useWhenNearScreen(matrix ? null : onSeen);
  if (!matrix) return <div ref={placeholder} style={{ width: size, height: size }} aria-busy="true" />;
  return (
    <svg
      viewBox={`0 0 ${matrix.size} ${matrix.size}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="shop-qr"
      data-qr-value={value}
    >
      <rect width={matrix.size} height={matrix.size} fill="#fff" />
      <path d={toPath(matrix)} fill="#000" />
    </svg>
  );
};
