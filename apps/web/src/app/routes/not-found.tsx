/** Any unknown client route. */
import { Link } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { paths } from '../../lib/paths';

export function NotFoundRoute() {
  return (
    <PageContainer className="max-w-2xl text-center">
      <PageHeader title="Page not found" description="The page you are looking for does not exist or has moved." />
      <Button asChild className="mt-6">
        <Link to={paths.home}>Back to home</Link>
      </Button>
    </PageContainer>
  );
}
