import type { ReactNode } from 'react';
import { Logo } from './logo';

/**
 * The frame of the screens shown outside the signed-in app: landing, registration, access pages. In
 * dark mode the brand's dark green would turn light (styles.css), so the frame is a dark green tint
 * fading into the page instead, and the card, without a shadow to show on it, has an edge.
 */
export function CenteredPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-900 to-brand-800 px-4 dark:from-brand-50 dark:to-stone-50">
      <header className="mx-auto w-full max-w-5xl py-5 text-2xl text-white dark:text-brand-900">
        <Logo className="[&_svg]:text-amber-200 dark:[&_svg]:text-leather" />
      </header>
      <main className="flex flex-1 items-center justify-center pb-16">
        <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-2xl dark:ring-1 dark:ring-stone-200">
          {children}
        </div>
      </main>
    </div>
  );
}
