import { messageOf } from '../../api/http';
import { toast } from '../../components/toasts';

/** What saving a setting says, on every Settings card: saved, or why not. */
export const savedToasts = {
  onSuccess: () => toast.success('Preferences updated successfully'),
  onError: (error: unknown) =>
    toast.error('Could not update preferences', { description: messageOf(error, 'Please try again.') }),
};
