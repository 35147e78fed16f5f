import { Eraser } from 'lucide-react';
import { toast } from '../../components/toasts';
import { useCleanupExpiredBets } from '../../api/admin';
import { messageOf } from '../../api/http';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../components/ui/card';

/**
 * docs/product.md, The admin area (Cleanup): cancels bet proposals whose game has started, releasing their
 * amounts.
 */
export function CleanupCard() {
  const cleanup = useCleanupExpiredBets();

  function run() {
    cleanup.mutate(undefined, {
      onSuccess: ({ deletedCount }) =>
        toast.success('Cleanup Completed', {
          description:
            deletedCount === 0
              ? 'No expired bet proposals were found'
              : `${deletedCount} expired bet proposal${deletedCount === 1 ? ' was' : 's were'} cancelled`,
        }),
      onError: (error) =>
        toast.error('Cleanup Failed', {
          description: messageOf(error, 'Failed to cleanup expired bet proposals'),
        }),
    });
  }

  return (
    <Card>
      <CardHeader
        title="System Cleanup"
        description="Proposals nobody accepted before kickoff are cancelled every 30 minutes. Run it now if you need to."
      />
      <CardBody>
        <Button variant="outline" disabled={cleanup.isPending} onClick={run}>
          <Eraser className="h-4 w-4" aria-hidden />
          {cleanup.isPending ? 'Cleaning up...' : 'Clean Up Expired Proposals'}
        </Button>
      </CardBody>
    </Card>
  );
}
