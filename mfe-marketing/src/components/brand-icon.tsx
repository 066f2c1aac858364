// The networks' own logos, not drawings of them: Simple Icons (CC0) for Instagram, YouTube,
// and Facebook, each imported by name so the bundle carries only these. Simple Icons
// dropped LinkedIn at LinkedIn's request; its logo comes from Font Awesome's brand set (CC BY 4.0),
// by its one-icon module.
import { siFacebook, siInstagram, siYoutube } from 'simple-icons';
import { faLinkedin } from '@fortawesome/free-brands-svg-icons/faLinkedin';

const [linkedinWidth, linkedinHeight, , , linkedinPath] = faLinkedin.icon;
/** Font Awesome's glyph is 448×512: centred in a square box, like the other logos' 24×24. */
const linkedinBox = `${(linkedinWidth - linkedinHeight) / 2} 0 ${linkedinHeight} ${linkedinHeight}`;

const BRANDS = {
  linkedin: { viewBox: linkedinBox, path: String(linkedinPath) },
  instagram: { viewBox: '0 0 24 24', path: siInstagram.path },
  youtube: { viewBox: '0 0 24 24', path: siYoutube.path },
  facebook: { viewBox: '0 0 24 24', path: siFacebook.path },
} as const;

export type BrandName = keyof typeof BRANDS;

/** A network's logo in the text colour: decorative, the link around it carries the name. */
export function BrandIcon({ name, size = 24 }: { name: BrandName; size?: number }) {
  const { viewBox, path } = BRANDS[name];
  return (
    <svg width={size} height={size} viewBox={viewBox} fill="currentColor" aria-hidden="true" focusable="false" data-brand={name}>
      <path d={path} />
    </svg>
  );
}
