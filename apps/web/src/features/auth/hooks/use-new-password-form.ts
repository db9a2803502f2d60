import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type DefaultValues, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useFormServerError } from './use-form-server-error';

export const PASSWORD_UPDATED_MESSAGE = 'Your password has been updated. Please sign in.';

type NewPasswordValues = { new_password: string };

/**
 * A form that ends in a new password (a reset link, or an e-mailed code): shows the server's errors,
 * and on success says so and goes to /signin.
 */
export function useNewPasswordForm<Schema extends z.ZodType<NewPasswordValues, NewPasswordValues>>(options: {
  schema: Schema;
  defaultValues: DefaultValues<z.infer<Schema>>;
  fields: ReadonlyArray<Path<z.infer<Schema>>>;
  save: (values: z.infer<Schema>) => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const form = useForm<z.infer<Schema>>({ resolver: zodResolver(options.schema as never), defaultValues: options.defaultValues });
  const { serverError, showServerError, clearServerError } = useFormServerError(form.setError, options.fields);
  const newPassword = useWatch({ control: form.control, name: 'new_password' as Path<z.infer<Schema>> }) as string;

  const onSubmit = form.handleSubmit(async (values) => {
    clearServerError();
    try {
      await options.save(values);
      toast.success(PASSWORD_UPDATED_MESSAGE);
      navigate('/signin', { replace: true });
    } catch (error) {
      showServerError(error);
    }
  });

  return { form, serverError, newPassword, onSubmit };
}
