import type { HTMLAttributes } from 'react';
import { cn } from './cn';
import { Header, type HeaderProps } from './header';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('rounded-xl border border-stone-200 bg-white shadow-sm', className)} {...props} />
  );
}

export function CardHeader(props: HeaderProps) {
  return <Header level="card" {...props} />;
}

export function CardBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('px-5 py-4', className)} {...props} />;
}
