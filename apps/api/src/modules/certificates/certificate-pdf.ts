import type { CertificateVerification } from '@learnbox/contracts';
import { CERTIFICATE_MESSAGES } from '@learnbox/domain';
import PDFDocument from 'pdfkit';
import { encode } from 'uqr';

const ACCENT = '#1f4f8f';
const MUTED = '#555555';
const REVOKED = '#b3261e';

/** Draws the QR code of `text` as filled squares (vector, sharp at any zoom). */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = encode(text, { border: 1 });
  const cell = size / qr.size;
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < qr.size; row++)
    for (let col = 0; col < qr.size; col++)
      if (qr.data[row]?.[col]) doc.rect(x + col * cell, y + row * cell, cell, cell);
  doc.fill('#000000').restore();
}

const issuedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The certificate as an A4 landscape PDF: holder, item, date, the verification address as text
 * and as a QR code; a revoked one says so across the page. The built-in Helvetica covers Latin-1
 * names; pdfkit embeds no font.
 */
export function renderCertificatePdf(view: CertificateVerification): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: { Title: `${CERTIFICATE_MESSAGES.TITLE}: ${view.item_title}`, Author: 'Learnbox' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { width, height } = doc.page;
  const inner = width - 112;
  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(28, 28, width - 56, height - 56)
    .stroke();

  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(ACCENT)
    .text('LEARNBOX', 56, 72, { width: inner, align: 'center' });
  doc.moveDown(0.6).font('Helvetica').fontSize(34).fillColor('#111111');
  doc.text(CERTIFICATE_MESSAGES.TITLE, { width: inner, align: 'center' });
  doc
    .moveDown(0.8)
    .fontSize(14)
    .fillColor(MUTED)
    .text(CERTIFICATE_MESSAGES.PDF_AWARDED_TO, { width: inner, align: 'center' });
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(30).fillColor('#111111');
  doc.text(view.holder_name, { width: inner, align: 'center' });
  doc.moveDown(0.4).font('Helvetica').fontSize(14).fillColor(MUTED);
  doc.text(CERTIFICATE_MESSAGES.PDF_COMPLETED[view.kind], { width: inner, align: 'center' });
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(22).fillColor(ACCENT);
  doc.text(view.item_title, { width: inner, align: 'center' });
  doc.moveDown(0.8).font('Helvetica').fontSize(13).fillColor('#111111');
  doc.text(`${CERTIFICATE_MESSAGES.PDF_ISSUED_ON} ${issuedOn(view.issued_at)}`, {
    width: inner,
    align: 'center',
  });

  const qrSize = 96;
  const qrY = height - 56 - 24 - qrSize;
  drawQrCode(doc, view.verification_url, 56 + 16, qrY, qrSize);
  doc.font('Helvetica').fontSize(11).fillColor(MUTED);
  doc.text(CERTIFICATE_MESSAGES.PDF_VERIFY_AT, 56 + 16 + qrSize + 16, qrY + 30, {
    width: inner - qrSize - 48,
  });
  doc
    .fillColor(ACCENT)
    .text(view.verification_url, { width: inner - qrSize - 48, link: view.verification_url });

  if (view.status.state === 'revoked') {
    // Above the heading, inside the border: the first thing a reader of the page sees.
    doc.font('Helvetica-Bold').fontSize(14).fillColor(REVOKED);
    doc.text(CERTIFICATE_MESSAGES.PDF_REVOKED, 56, 36, { width: inner, align: 'center' });
    if (view.status.reason)
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(`${CERTIFICATE_MESSAGES.PDF_REVOKED_REASON} ${view.status.reason}`, {
          width: inner,
          align: 'center',
          // Two lines at most: a long reason is cut with an ellipsis (the web page shows it whole).
          height: 24,
          ellipsis: true,
        });
  }
  doc.end();
  return done;
}
