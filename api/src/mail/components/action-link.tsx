// The button a mail's one action gets (join the meeting or webinar, watch the replay) and, under it,
// the same address written out: some mail clients strip buttons or the reader wants to copy it.
// Booking and event mails show it alike, so it is drawn once here.
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { buttonStyle, linkStyle, textStyle } from './layout';

export interface ActionLinkProps {
  href: string;
  /** The button's words ("Join the meeting"). */
  label: string;
  /** Words before the written-out address ("Meeting link:"), if any. */
  caption?: string;
}

export function ActionLink({ href, label, caption }: ActionLinkProps) {
  return (
    <>
      <Button href={href} style={buttonStyle}>
        {label}
      </Button>
      <Text style={textStyle}>
        {caption ? `${caption} ` : null}
        <Link href={href} style={linkStyle}>
          {href}
        </Link>
      </Text>
    </>
  );
}
