// Mails about the account itself: welcome, a code asked for an unknown address, and the two
// "if this wasn't you…" notices sent after a password or e-mail change.
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { portalLinks, type Brand } from '../brand';
import { buttonStyle, ContactLine, Layout, linkStyle, textStyle, Warning } from '../components/layout';
import { formatDateTime } from '../format';
import type { MailTemplateData } from '../mail-kinds';

export const IF_NOT_YOU = "If this wasn't you";

export const welcomeSubject = (brand: Brand) => `Welcome to ${brand.name}`;

export function WelcomeMail({ brand, data }: { brand: Brand; data: MailTemplateData['welcome'] }) {
  const links = portalLinks(brand);
  return (
    <Layout brand={brand} preview="Your account is ready." heading={`Welcome, ${data.name}`}>
      <Text style={textStyle}>Your {brand.name} account is ready. Your courses, your progress and your receipts are all in the portal.</Text>
      <Button href={links.portal} style={buttonStyle}>
        Go to the portal
      </Button>
      <Text style={textStyle}>
        Questions about a course?
        <ContactLine brand={brand} />
      </Text>
    </Layout>
  );
}

export const otpNoAccountSubject = (brand: Brand, data: MailTemplateData['otp-no-account']) =>
  data.purpose === 'reset' ? `Your ${brand.name} password reset request` : `Your ${brand.name} sign-in request`;

export function OtpNoAccountMail({ brand, data }: { brand: Brand; data: MailTemplateData['otp-no-account'] }) {
  const links = portalLinks(brand);
  const what = data.purpose === 'reset' ? 'a password reset code' : 'a sign-in code';
  return (
    <Layout brand={brand} preview="No account uses this address." heading="No account uses this address">
      <Text style={textStyle}>
        Someone asked for {what} for this e-mail address at {brand.name}, but no account uses this address, so no code was sent.
      </Text>
      <Text style={textStyle}>
        If it was you, you may have signed up with another address. You can also{' '}
        <Link href={links.signup} style={linkStyle}>
          create an account
        </Link>{' '}
        with this one.
      </Text>
      <Text style={textStyle}>If it wasn&apos;t you, ignore this e-mail: nothing was changed.</Text>
    </Layout>
  );
}

export const passwordChangedSubject = (brand: Brand) => `Your ${brand.name} password was changed`;

export function PasswordChangedMail({ brand, data }: { brand: Brand; data: MailTemplateData['password-changed'] }) {
  const links = portalLinks(brand);
  return (
    <Layout brand={brand} preview="If this wasn't you, reset your password now." heading="Your password was changed">
      <Text style={textStyle}>Hi {data.name},</Text>
      <Text style={textStyle}>
        The password of your {brand.name} account was changed on {formatDateTime(new Date(data.changedAt))}. If it was you, there is nothing to do.
      </Text>
      <Warning>
        {IF_NOT_YOU}, reset your password now at{' '}
        <Link href={links.forgotPassword} style={linkStyle}>
          {links.forgotPassword}
        </Link>{' '}
        (a code comes to this address), then tell us.
        <ContactLine brand={brand} />
      </Warning>
    </Layout>
  );
}

export const emailChangedSubject = (brand: Brand) => `Your ${brand.name} e-mail address was changed`;

export function EmailChangedMail({ brand, data }: { brand: Brand; data: MailTemplateData['email-changed'] }) {
  const links = portalLinks(brand);
  return (
    <Layout brand={brand} preview="If this wasn't you, undo the change with one click." heading="Your e-mail address was changed">
      <Text style={textStyle}>Hi {data.name},</Text>
      <Text style={textStyle}>
        Your {brand.name} account now uses <strong>{data.newEmail}</strong>. Codes, notices and receipts go there from now on, and this address no longer signs
        in. Every other device was signed out.
      </Text>
      <Warning>
        {IF_NOT_YOU}, undo the change: the account comes back to this address, every device is signed out, and you set a new password. The link works once, for{' '}
        {data.days} days.
      </Warning>
      <Button href={links.undoEmailChange(data.code)} style={buttonStyle}>
        Undo this change
      </Button>
      <Text style={textStyle}>
        Then reset your password at{' '}
        <Link href={links.forgotPassword} style={linkStyle}>
          {links.forgotPassword}
        </Link>{' '}
        and tell us.
        <ContactLine brand={brand} />
      </Text>
    </Layout>
  );
}

export const addressInUseSubject = (brand: Brand) => `Someone tried to use your ${brand.name} address`;

export function AddressInUseMail({ brand, data }: { brand: Brand; data: MailTemplateData['address-in-use'] }) {
  const links = portalLinks(brand);
  const what = data.purpose === 'sign-up' ? 'sign up with this e-mail address' : 'move another account to this e-mail address';
  return (
    <Layout brand={brand} preview="This address already has an account; nothing was changed." heading="This address already has an account">
      <Text style={textStyle}>
        Someone tried to {what} at {brand.name}. It already belongs to your account, so nothing was changed.
      </Text>
      <Text style={textStyle}>
        If it was you,{' '}
        <Link href={links.login} style={linkStyle}>
          sign in
        </Link>{' '}
        or{' '}
        <Link href={links.forgotPassword} style={linkStyle}>
          reset your password
        </Link>
        .
      </Text>
      <Text style={textStyle}>If it wasn&apos;t you, ignore this e-mail: your account is unchanged.</Text>
    </Layout>
  );
}
