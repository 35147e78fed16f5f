import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from './empty-state';
import { buttonClasses } from './ui/button';
import { Card } from './ui/card';

/** A shared link whose bet or game does not exist: 'Bet Not Found', 'Game Not Found'. */
export function LinkNotFound({ what, icon }: { what: 'bet' | 'game'; icon: ReactNode }) {
  const name = what === 'bet' ? 'Bet' : 'Game';
  return (
    <Card>
      <EmptyState icon={icon} title={`${name} Not Found`}>
        <p>This link names no {what}. It may be mistyped.</p>
        <Link to="/" className={`${buttonClasses('primary')} mt-4`}>
          Back to Games
        </Link>
      </EmptyState>
    </Card>
  );
}
