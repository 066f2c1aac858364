// The mails that carry a one-time code (CODE_TEMPLATES): the code large, how long it lasts, and
// what to do if it was not asked for. The subject never holds the code: previews and
// notifications show subjects on locked screens.
import { Text } from '@react-email/text';
import type { Brand } from '../brand';
import { CodeBox, Layout, textStyle } from '../components/layout';
import type { MailTemplateData } from '../mail-kinds';

const expiry = (minutes: number) => `This code expires in ${minutes} minute${minutes === 1 ? '' : 's'} and works once.`;
const NEVER_ASKED = 'We will never ask you for this code by phone, chat or e-mail.';
const greeting = (name: string) => `Hi ${name},`;

export const otpCodeSubject = (brand: Brand) => `Your ${brand.name} verification code`;

export function OtpCodeMail({ brand, data }: { brand: Brand; data: MailTemplateData['otp-code'] }) {
  return (
    <Layout brand={brand} preview={`Your code expires in ${data.minutes} minutes.`} heading="Your verification code">
      <Text style={textStyle}>Enter this code to sign in or to verify your e-mail address:</Text>
      <CodeBox code={data.code} />
      <Text style={textStyle}>{expiry(data.minutes)}</Text>
      <Text style={textStyle}>{NEVER_ASKED} If you didn&apos;t ask for it, ignore this e-mail: nobody can use your account without the code.</Text>
    </Layout>
  );
}

export const resetCodeSubject = (brand: Brand) => `Reset your ${brand.name} password`;

export function ResetCodeMail({ brand, data }: { brand: Brand; data: MailTemplateData['reset-code'] }) {
  return (
    <Layout brand={brand} preview={`Your password reset code expires in ${data.minutes} minutes.`} heading="Reset your password">
      <Text style={textStyle}>{greeting(data.name)}</Text>
      <Text style={textStyle}>Enter this code to choose a new password:</Text>
      <CodeBox code={data.code} />
      <Text style={textStyle}>{expiry(data.minutes)}</Text>
      <Text style={textStyle}>{NEVER_ASKED} If you didn&apos;t ask to reset your password, ignore this e-mail: your password stays as it is.</Text>
    </Layout>
  );
}

export const emailChangeCodeSubject = (brand: Brand) => `Confirm your new e-mail address for ${brand.name}`;

export function EmailChangeCodeMail({ brand, data }: { brand: Brand; data: MailTemplateData['email-change-code'] }) {
  return (
    <Layout brand={brand} preview={`Your confirmation code expires in ${data.minutes} minutes.`} heading="Confirm your new e-mail address">
      <Text style={textStyle}>{greeting(data.name)}</Text>
      <Text style={textStyle}>To make this address your account&apos;s e-mail, enter this code in your profile:</Text>
      <CodeBox code={data.code} />
      <Text style={textStyle}>{expiry(data.minutes)}</Text>
      <Text style={textStyle}>{NEVER_ASKED} If you didn&apos;t ask for this change, ignore this e-mail: nothing changes without the code.</Text>
    </Layout>
  );
}
