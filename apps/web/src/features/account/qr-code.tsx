import Image from 'next/image';
import { renderSVG } from 'uqr';

/**
 * A QR code of an otpauth:// URI for authenticator apps. Drawn on a white square whatever
 * the theme: scanners need dark modules on a light background.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const svg = renderSVG(value, { border: 2 });
  return (
    <Image
      unoptimized
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt={label}
      width={192}
      height={192}
      className="rounded-lg bg-white p-2"
      data-testid="totp-qr"
    />
  );
}
