import * as z from 'zod';
import { endpoint } from '../../http/endpoint';
import { noContent } from '../../http/responses';
import { deleteInvitation } from '../../store/invitations';

const params = z.object({ id: z.string().min(1).max(100) });

export const handler = endpoint({ params }, async ({ params }) => {
  await deleteInvitation(params.id);
  return noContent();
});
