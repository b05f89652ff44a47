/**
 * /profile (spec §2 Profile): tabs General (profile picture and details, saved to the API),
 * Notifications, and Privacy & Security (session timeout).
 */
import { lazy, Suspense } from 'react';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { Card, CardContent } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAuth } from '../auth/index';
import { GeneralTab } from './components/general-tab';
import { NotificationsTab } from './components/notifications-tab';
import { PrivacyTab } from './components/privacy-tab';
import { ProfilePicture } from './components/profile-picture';

// Loaded by this page, so the entry chunk's list of the profile page's chunks stays as it was
// (the landing page's 110 KB budget).
const BusinessAccountLink = lazy(() =>
  import('../organisations/index').then((m) => ({ default: m.BusinessAccountLink })),
);

export function ProfilePage() {
  const { user } = useAuth();
  // The form needs the profile: wait for the startup session check (ADR 071).
  if (!user) return <PageSpinner label="Loading your account..." />;
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title="Profile Settings" description="Manage your details, notifications and security." />
      <p className="mt-3">
        <Suspense fallback={null}>
          <BusinessAccountLink />
        </Suspense>
      </p>
      <Tabs defaultValue="general" className="mt-6">
        <TabsList aria-label="Profile sections" className="flex w-full flex-wrap sm:w-auto">
          <TabsTrigger value="general">General</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
          <TabsTrigger value="privacy">Privacy &amp; Security</TabsTrigger>
        </TabsList>
        <TabsContent value="general">
          <Card>
            <CardContent className="flex flex-col gap-6 pt-6">
              <section aria-labelledby="profile-picture-heading" className="flex flex-col gap-3">
                <h2 id="profile-picture-heading" className="text-lg font-semibold text-slate-900">
                  Profile picture
                </h2>
                <ProfilePicture />
              </section>
              <section aria-labelledby="profile-details-heading" className="flex flex-col gap-3">
                <h2 id="profile-details-heading" className="text-lg font-semibold text-slate-900">
                  Personal details
                </h2>
                <GeneralTab />
              </section>
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="notifications">
          <Card>
            <CardContent className="pt-6">
              <NotificationsTab user={user} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="privacy">
          <Card>
            <CardContent className="pt-6">
              <PrivacyTab />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
