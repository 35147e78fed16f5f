import type { ReactNode } from 'react';
import { Logo } from './logo';

/** The frame of the screens shown outside the signed-in app: landing, registration, access pages. */
export function CenteredPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-900 to-brand-800 px-4">
      <header className="mx-auto w-full max-w-5xl py-5 text-2xl text-white">
        <Logo className="[&_svg]:text-amber-200" />
      </header>
      <main className="flex flex-1 items-center justify-center pb-16">
        <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-2xl">{children}</div>
      </main>
    </div>
  );
}
