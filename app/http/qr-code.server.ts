import QRCode from "qrcode";

/**
 * A QR code of `url` as an SVG data URL for an <img>: rendered on the server, so the page needs
 * no client script to show it.
 */
export async function qrCodeDataUrl(url: string, width = 180) {
  const svg = await QRCode.toString(url, { type: "svg", margin: 1, width });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
