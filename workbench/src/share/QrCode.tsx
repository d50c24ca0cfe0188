import QRCode from 'qrcode';
import { useEffect, useRef } from 'react';

/** The QR code of `text`, drawn on a canvas. */
export function QrCode({ text, size = 176, label }: { text: string; size?: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current)
      void QRCode.toCanvas(canvas.current, text, { width: size, margin: 1, errorCorrectionLevel: 'M' });
  }, [text, size]);
  return (
    <canvas
      ref={canvas}
      width={size}
      height={size}
      className="qr-code"
      role="img"
      aria-label={label}
      data-testid="qr-code"
    />
  );
}
