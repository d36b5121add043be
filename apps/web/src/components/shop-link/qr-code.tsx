import { useEffect, useState } from 'react';

type QrMatrix = { size: number; data: boolean[][] };

/** The dark modules as one SVG path: one `h1v1h-1z` square each. */
const toPath = ({ data }: QrMatrix) =>
  data.flatMap((row, y) => row.map((isDark, x) => (isDark ? `M${x} ${y}h1v1h-1z` : ''))).join('');

/**
 * A QR code of `value` drawn as an SVG (crisp on screen and on paper). The encoder (uqr) loads only when a QR code is
 * shown, so it weighs on no page's first load.
 */
export const QrCode = ({ value, size, label }: { value: string; size: number | string; label: string }) => {
  const [matrix, setMatrix] = useState<QrMatrix | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('uqr').then(({ encode }) => {
      if (isCurrent) setMatrix(encode(value, { ecc: 'M', border: 2 }));
    });
    return () => {
      isCurrent = false;
    };
  }, [value]);
  if (!matrix) return <div style={{ width: size, height: size }} aria-busy="true" />;
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
