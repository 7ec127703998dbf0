import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailSchema } from '@hub/contract/auth';
import { applyServerErrors } from '../../../lib/form-errors';
import { paths } from '../../../routes/paths';
import { forgotPassword } from '../api/forgot-password';

const schema = z.object({ email: emailSchema });

/** Asks for the reset mail; its link comes back to this app's change-password page. */
export const useResetPasswordForm = () => {
  const [sent, setSent] = useState(false);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await forgotPassword({
        email,
        appUrl: window.location.origin,
        route: paths.auth.changePassword,
      });
      setSent(true);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return { form, onSubmit, sent };
};
