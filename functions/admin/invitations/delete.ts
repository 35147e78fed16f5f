import * as z from 'zod/mini';
import { endpoint } from '../../http/endpoint';
import { noContent } from '../../http/responses';
import { deleteInvitation } from '../../store/invitations';

const params = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

export const handler = endpoint({ params }, async ({ params }) => {
  await deleteInvitation(params.id);
  return noContent();
});
