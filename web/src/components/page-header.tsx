import { Header, type HeaderProps } from './ui/header';

export function PageHeader(props: HeaderProps) {
  return <Header level="page" {...props} />;
}
