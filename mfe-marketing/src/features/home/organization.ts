// JSON-LD Organization for the home page: contact point and social profiles from the
// site's settings, the same values the page prints.
import { BRAND_NAME } from 'mfe-shared';
import { SOCIAL_NETWORKS } from '../../config/contact-details';

export function organizationJsonLd(origin: string, contact: { email: string; phone: string; social: Record<string, string> }) {
  const sameAs = SOCIAL_NETWORKS.map((n) => contact.social[n.key]).filter((url): url is string => Boolean(url && url.startsWith('http')));
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: BRAND_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: contact.email,
    telephone: contact.phone,
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: contact.email, telephone: contact.phone, areaServed: 'IN' },
    address: { '@type': 'PostalAddress', addressLocality: 'Bengaluru', addressRegion: 'Karnataka', addressCountry: 'IN' },
    ...(sameAs.length ? { sameAs } : {}),
  };
}
