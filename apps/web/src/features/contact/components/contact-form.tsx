import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageInput, type ContactMessageInput } from '@sustho/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorMessage } from '../../../components/ui/error-message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { useCopy } from '../../../copy/language';
import { useSubmission } from '../../../hooks/use-submission';
import { useFieldError } from '../../../lib/field-error';
import { sendContactMessage } from '../api/send-contact-message';

/**
 * The contact form: checked with the API's own schema, sent to POST /api/contact, cleared once
 * stored; after a failure it keeps what was typed.
 */
export function ContactForm() {
  const copy = useCopy();
  const fieldError = useFieldError();
  const text = copy.landing.contact.form;
  const form = useForm<ContactMessageInput>({ resolver: zodResolver(contactMessageInput) });
  const { errors } = form.formState;
  const submission = useSubmission();
  const [outcome, setOutcome] = useState<{ sent: true } | { failure: string } | null>(null);

  const onSubmit = form.handleSubmit((input) => {
    setOutcome(null);
    return submission.run(
      async (signal) => {
        await sendContactMessage(input, signal);
        form.reset();
        setOutcome({ sent: true });
      },
      (error) =>
        setOutcome({ failure: error instanceof Error ? error.message : copy.errors.generic }),
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={text.label} className="flex flex-col gap-3">
      <TextField
        label={text.name}
        autoComplete="name"
        required
        error={fieldError(text.name, errors.name)}
        {...form.register('name')}
      />
      <TextField
        label={text.email}
        type="email"
        autoComplete="email"
        required
        error={fieldError(text.email, errors.email)}
        {...form.register('email')}
      />
      <TextField
        label={text.phone}
        type="tel"
        autoComplete="tel"
        required
        error={fieldError(text.phone, errors.phone)}
        {...form.register('phone')}
      />
      <TextArea
        label={text.message}
        rows={6}
        required
        error={fieldError(text.message, errors.message)}
        {...form.register('message')}
      />
      <SubmitButton busy={submission.busy} slow={submission.slow} className="mt-2 self-start">
        {text.submit}
      </SubmitButton>
      {outcome && 'sent' in outcome && (
        <p role="status" className="alert alert-success">
          {text.sent}
        </p>
      )}
      {outcome && 'failure' in outcome && <ErrorMessage message={outcome.failure} />}
    </form>
  );
}
