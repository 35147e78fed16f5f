import { Link } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <p className="text-5xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-3 text-2xl font-bold">Page Not Found</h1>
      <p className="mt-2 text-stone-600">
        There is nothing at this address. It may have moved, or the link is mistyped.
      </p>
      <Link to="/" className={`${buttonClasses('primary')} mt-6`}>
        Back to Games
      </Link>
    </div>
  );
}
