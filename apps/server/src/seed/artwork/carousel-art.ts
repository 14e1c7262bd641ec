import type { Platform } from '@portal/contract';
import { escapeXml } from './art-kit.js';
import { pictogram } from './pictograms.js';

const W = 1200;
const H = 360;

/**
 * The platforms' brand colours. White text needs a dark ground, so the marketplace's green
 * (#83BF00) lights the pictogram and the shapes while a deep green holds the headline.
 */
const THEME: Record<Platform, { from: string; to: string; accent: string }> = {
  bzz: { from: '#052872', to: '#0a1a3f', accent: '#83BF00' },
  wpm: { from: '#2f4700', to: '#1c2b00', accent: '#83BF00' },
};

/**
 * A carousel slide of a campaign: the brand's ground and the campaign's pictogram on the
 * right. The left part stays calm: the page lays the slide's translated title over it as the
 * headline (real text in the member's language, which no picture could be for every reader).
 */
export function carouselArt(campaign: string, platform: Platform, label: string): string {
  const t = THEME[platform];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(label)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
    `<circle cx="930" cy="180" r="250" fill="${t.accent}" opacity=".18"/>` +
    `<circle cx="930" cy="180" r="150" fill="${t.accent}"/>` +
    pictogram(campaign, 850, 100, 160, t.to, t.accent) +
    `<circle cx="1140" cy="40" r="60" fill="#fff" opacity=".08"/>` +
    `<circle cx="640" cy="330" r="90" fill="#fff" opacity=".06"/>` +
    `<rect x="60" y="250" width="140" height="10" rx="5" fill="${t.accent}"/>` +
    '</svg>\n'
  );
}
