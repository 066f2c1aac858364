// The frame every mail shares: the business name on a band of the brand colour, the message, and
// a footer with the contact details from the site settings. Table-based through react-email's
// components, inline styles only: what mail clients render alike.
import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { BRAND_COLORS, BRAND_FONT, type Brand } from '../brand';

const styles = {
  body: { backgroundColor: BRAND_COLORS.surfaceAlt, fontFamily: BRAND_FONT, color: BRAND_COLORS.text, margin: 0, padding: '24px 0' },
  container: { backgroundColor: BRAND_COLORS.surface, border: `1px solid ${BRAND_COLORS.border}`, borderRadius: '10px', maxWidth: '560px', overflow: 'hidden' },
  band: { backgroundColor: BRAND_COLORS.brand, padding: '18px 28px' },
  bandName: { color: '#ffffff', fontSize: '20px', fontWeight: 700, margin: 0, lineHeight: '28px' },
  content: { padding: '8px 28px 20px' },
  heading: { color: BRAND_COLORS.brandDark, fontSize: '22px', lineHeight: '30px', margin: '20px 0 8px' },
  footer: { padding: '0 28px 20px' },
  footerText: { color: BRAND_COLORS.muted, fontSize: '12px', lineHeight: '18px', margin: '4px 0' },
  link: { color: BRAND_COLORS.brand },
} as const;

export const textStyle = { fontSize: '15px', lineHeight: '24px', margin: '12px 0' } as const;
export const linkStyle = styles.link;
/** A mail's call to action: a link drawn as a button in the brand colour. */
export const buttonStyle = {
  backgroundColor: BRAND_COLORS.brand,
  borderRadius: '6px',
  color: '#ffffff',
  fontSize: '15px',
  fontWeight: 600,
  padding: '12px 20px',
  textDecoration: 'none',
} as const;

export interface LayoutProps {
  brand: Brand;
  /** The inbox preview line, next to the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
}

export function Layout({ brand, preview, heading, children }: LayoutProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.band}>
            <Text style={styles.bandName}>{brand.name}</Text>
          </Section>
          <Section style={styles.content}>
            <Heading as="h1" style={styles.heading}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: BRAND_COLORS.border, margin: '0 28px 12px' }} />
          <Section style={styles.footer}>
            <Text style={styles.footerText}>
              {brand.name} · {brand.address}
            </Text>
            {brand.email || brand.phone ? (
              <Text style={styles.footerText}>
                {brand.email ? (
                  <>
                    E-mail:{' '}
                    <Link href={`mailto:${brand.email}`} style={styles.link}>
                      {brand.email}
                    </Link>
                  </>
                ) : null}
                {brand.email && brand.phone ? ' · ' : null}
                {brand.phone ? `Phone: ${brand.phone}` : null}
              </Text>
            ) : null}
            <Text style={styles.footerText}>
              <Link href={brand.siteUrl} style={styles.link}>
                {brand.siteUrl}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The code of a code mail, large and spaced so it reads at a glance and copies whole. */
export function CodeBox({ code }: { code: string }) {
  return (
    <Section style={{ backgroundColor: BRAND_COLORS.surfaceAlt, border: `1px solid ${BRAND_COLORS.border}`, borderRadius: '8px', margin: '16px 0' }}>
      <Text
        style={{
          fontFamily: "'SFMono-Regular', Consolas, 'Liberation Mono', Menlo, monospace",
          fontSize: '34px',
          fontWeight: 700,
          letterSpacing: '8px',
          lineHeight: '44px',
          textAlign: 'center',
          color: BRAND_COLORS.brandDark,
          margin: '14px 0',
        }}
      >
        {code}
      </Text>
    </Section>
  );
}

/** "If this wasn't you…": set apart in the danger colour, so it is not skimmed over. */
export function Warning({ children }: { children: ReactNode }) {
  return (
    <Section style={{ borderLeft: `4px solid ${BRAND_COLORS.danger}`, padding: '2px 0 2px 14px', margin: '18px 0' }}>
      <Text style={{ ...textStyle, margin: '6px 0' }}>{children}</Text>
    </Section>
  );
}

/** "Contact us at … or call …", from the settings; nothing when neither is set. */
export function ContactLine({ brand }: { brand: Brand }) {
  if (!brand.email && !brand.phone) return null;
  return (
    <>
      {' '}
      Contact us
      {brand.email ? (
        <>
          {' '}
          at{' '}
          <Link href={`mailto:${brand.email}`} style={linkStyle}>
            {brand.email}
          </Link>
        </>
      ) : null}
      {brand.email && brand.phone ? ' or' : null}
      {brand.phone ? ` call ${brand.phone}` : null}.
    </>
  );
}
