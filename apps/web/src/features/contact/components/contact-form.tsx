import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_TOPIC_LABELS, CONTACT_TOPICS, contactRequestSchema } from '@studio/contracts/contact';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select, TextArea } from '../../../components/ui/field-controls';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSendContactMessage } from '../api/send-contact-message';
import { HoneypotField } from './honeypot-field';
import { MessageCounter } from './message-counter';

const FIELDS = ['name', 'email', 'topic', 'message'] as const;

interface ContactFormProps {
  onSent: () => void;
  /** Put the cursor in the first field: when the visitor asked for a fresh form. */
  autoFocus?: boolean;
}

export function ContactForm({ onSent, autoFocus = false }: ContactFormProps) {
  const send = useSendContactMessage();
  // When the form appeared, for the server's "faster than a person types" check.
  const [startedAt] = useState(() => Date.now());
  const form = useForm({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: { name: '', email: '', topic: undefined, message: '', website: '', form_started_at: startedAt },
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await send.mutateAsync(values);
      onSent();
    } catch (error) {
      setServerError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {serverError && <Alert>{serverError}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Your name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" autoFocus={autoFocus} {...form.register('name')} />}
        </FormField>
        <FormField label="Your e-mail" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
        </FormField>
      </div>
      <FormField label="Topic" error={errors.topic?.message}>
        {(control) => (
          <Select {...control} {...form.register('topic')}>
            <option value="">Choose a topic…</option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {CONTACT_TOPIC_LABELS[topic]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Message" error={errors.message?.message} hint={<MessageCounter length={message.length} />}>
        {(control) => <TextArea {...control} rows={7} className="min-h-40" {...form.register('message')} />}
      </FormField>
      <HoneypotField registration={form.register('website')} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="self-start">
        {isSubmitting ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
