import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageInput, type ContactMessageInput } from '@sustho/contracts';
import { useForm } from 'react-hook-form';
import { ErrorMessage } from '../../../components/ui/error-message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { copy } from '../../../copy';
import { fieldError } from '../../../lib/field-error';
import { useSendContactMessage } from '../api/send-contact-message';

const text = copy.landing.contact.form;

/** The contact form: checked with the API's own schema, sent to POST /api/contact, cleared once stored. */
export function ContactForm() {
  const form = useForm<ContactMessageInput>({ resolver: zodResolver(contactMessageInput) });
  const { errors } = form.formState;
  const send = useSendContactMessage();

  const onSubmit = form.handleSubmit((input) =>
    send.mutate(input, { onSuccess: () => form.reset() }),
  );

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
      <SubmitButton busy={send.isPending} className="mt-2 self-start">
        {text.submit}
      </SubmitButton>
      {send.isSuccess && (
        <p role="status" className="alert alert-success">
          {text.sent}
        </p>
      )}
      {send.isError && <ErrorMessage message={send.error.message} />}
    </form>
  );
}
