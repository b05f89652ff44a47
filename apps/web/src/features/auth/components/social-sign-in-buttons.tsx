/**
 * "Continue with Google" / "Continue with Facebook" (issue 19 §11): one per provider the server
 * has settings for (GET /api/config), and nothing at all, not even the "or" divider, otherwise.
 * Each is a link to the API's start route, which sends the browser on to the provider.
 */
import { SOCIAL_PROVIDER_NAMES } from '@fasttrack/contracts';
import { Button } from '../../../components/ui/button';
import { useAppConfig } from '../../config/index';
import type { ReturnIntent } from '../redirects';
import { socialStartPath } from '../social-sign-in';

export function SocialSignInButtons({ intent }: { intent?: ReturnIntent }) {
  const { data } = useAppConfig();
  const providers = data?.socialProviders ?? [];
  if (providers.length === 0) return null;
  return (
    <>
      <div className="flex items-center gap-3 text-sm text-slate-700">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {providers.map((provider) => (
          <Button key={provider} variant="outline" asChild>
            <a href={socialStartPath(provider, intent)}>Continue with {SOCIAL_PROVIDER_NAMES[provider]}</a>
          </Button>
        ))}
      </div>
    </>
  );
}
