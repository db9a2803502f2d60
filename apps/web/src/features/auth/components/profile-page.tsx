import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useRefreshedCustomer } from '../api/get-profile';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';

export function ProfilePage() {
  const customer = useRefreshedCustomer();
  const [isEditing, setIsEditing] = useState(false);

  if (!customer) return <Spinner className="m-auto" />;
  const displayName = customer.full_name || customer.email;

  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-10 sm:py-14">
      <h1 className="text-3xl font-semibold sm:text-4xl">Your profile</h1>
      <p className="mt-2 text-ink-soft">The details we use on your account and printed orders.</p>
      <Card className="mt-8 overflow-hidden">
        <div className="h-24 bg-[linear-gradient(120deg,var(--color-coral-100),var(--color-sun-100)_55%,var(--color-sky-100))]" />
        <CardContent className="-mt-16 flex flex-col gap-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="flex items-end gap-4">
              <Avatar name={displayName} src={customer.profile_picture} size="lg" className="ring-4" />
              <div className="pb-1">
                <h2 className="text-2xl font-semibold">{displayName}</h2>
                {customer.role === 'admin' && <Badge tone="plum">Admin</Badge>}
              </div>
            </div>
            {!isEditing && (
              <Button variant="outline" onClick={() => setIsEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit profile
              </Button>
            )}
          </div>
          {isEditing ? (
            <ProfileForm customer={customer} onDone={() => setIsEditing(false)} />
          ) : (
            <ProfileDetails customer={customer} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
