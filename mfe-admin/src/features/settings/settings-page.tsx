// Site settings: what the public pages show for contact, booking, socials and the webinar card
// (GET /settings, GET /site-data), and the seller's GST registration for tax invoices (decision
// 141). Saved with the version it was read at (409 when stale).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from 'mfe-shared';
import { type AdminSettings, type SiteSettingsInput, SOCIAL_NETWORKS } from 'mfe-shared/contracts/admin';
import { CheckboxField, TextField } from 'mfe-shared/ui/field';
import { FormGrid } from '../../components/fields';
import { Screen, Section } from '../../components/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { StaleNotice } from '../../components/stale-notice';
import { useVersionedSave } from '../../lib/use-versioned-save';
import { formatDateTime } from '../../lib/india-time';
import { AuditHistory } from '../audit';
import { useSettings } from './api/get-settings';
import { updateSettings } from './api/update-settings';
import { useFormGeneration } from '../../lib/use-form-generation';
import { settingsFormSchema, settingsToForm, type SettingsFormInput, type SettingsFormValues } from './settings-form-schema';
import { TaxFields } from './tax-fields';

const SOCIAL_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

function SettingsForm({
  settings,
  onSave,
  onReload,
}: {
  settings: AdminSettings;
  onSave: (input: SiteSettingsInput) => Promise<void>;
  onReload: () => Promise<void>;
}) {
  const form = useForm<SettingsFormInput, unknown, SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: settingsToForm(settings),
  });
  const { register, handleSubmit, formState, setError } = form;
  const { errors, isSubmitting } = formState;
  const { stale, onSubmit, reload } = useVersionedSave({
    handleSubmit,
    setError,
    save: onSave,
    saved: 'Settings saved. The public pages show them from the next request.',
    onReload,
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Site settings">
      <StaleNotice message={stale} onReload={reload} />
      <h2>Contact</h2>
      <FormGrid>
        <TextField id="settings-email" label="Contact e-mail" type="email" error={errors.contact_email?.message} {...register('contact_email')} />
        <TextField id="settings-phone" label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
        <TextField id="settings-whatsapp" label="WhatsApp" type="tel" error={errors.whatsapp?.message} {...register('whatsapp')} />
        <TextField id="settings-booking" label="Booking URL" type="url" error={errors.booking_url?.message} {...register('booking_url')} />
      </FormGrid>
      <h2>Bookings</h2>
      <FormGrid>
        <TextField
          id="settings-booking-cutoff"
          label="Booking cut-off (hours)"
          type="number"
          min={0}
          hint="Bookers may reschedule or cancel online until this many hours before the start."
          error={errors.booking_cutoff_hours?.message}
          {...register('booking_cutoff_hours', { valueAsNumber: true })}
        />
        {/* Decision 210: for a business that keeps its outside scheduler. */}
        <CheckboxField
          id="settings-external-scheduling"
          label="Send the site's booking buttons to the Booking URL"
          hint="Off: Book a Free Consultation and Book Your Mock Interview Now use the site's own booking pages."
          error={errors.use_external_scheduling?.message}
          {...register('use_external_scheduling')}
        />
      </FormGrid>
      {/* Decision 150: the portal shows the server as up or down from this URL's last check. */}
      <h2>Practice server</h2>
      <FormGrid>
        <TextField
          id="settings-practice-server-health"
          label="Practice server health URL"
          type="url"
          hint="Checked every few minutes: a 2xx answer is up. Empty: not checked."
          error={errors.practice_server_health_url?.message}
          {...register('practice_server_health_url')}
        />
      </FormGrid>
      <h2>Social links</h2>
      <FormGrid>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            id={`settings-social-${network}`}
            label={SOCIAL_LABELS[network]}
            type="url"
            hint="Empty: not shown."
            error={errors.social_links?.[network]?.message}
            {...register(`social_links.${network}`)}
          />
        ))}
      </FormGrid>
      <h2>Webinar</h2>
      <FormGrid>
        <TextField id="settings-webinar-title" label="Webinar title" error={errors.webinar?.title?.message} {...register('webinar.title')} />
        <TextField
          id="settings-webinar-date"
          label="Webinar date"
          hint="As shown, e.g. 25th August"
          error={errors.webinar?.date?.message}
          {...register('webinar.date')}
        />
        <TextField
          id="settings-webinar-time"
          label="Webinar time"
          hint="As shown, e.g. 12 PM"
          error={errors.webinar?.time?.message}
          {...register('webinar.time')}
        />
      </FormGrid>
      <TaxFields form={form} />
      <Button type="submit" disabled={isSubmitting}>
        Save settings
      </Button>
    </form>
  );
}

export function SettingsPage() {
  const { data, error, mutate } = useSettings();
  const { generation, reload } = useFormGeneration(mutate);
  const save = async (input: SiteSettingsInput) => {
    await updateSettings(input, data?.version);
    await mutate();
  };
  return (
    <Screen title="Settings">
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {(settings) => (
          <>
            <p>Last changed: {formatDateTime(settings.updated_at)}</p>
            <SettingsForm key={generation} settings={settings} onSave={save} onReload={reload} />
            <Section aria-labelledby="settings-history-heading">
              <h2 id="settings-history-heading">History</h2>
              <AuditHistory entity="settings" entityId="site" version={settings.version} />
            </Section>
          </>
        )}
      </QueryState>
    </Screen>
  );
}
