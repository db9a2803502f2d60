import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DownloadMyData } from './download-my-data';

/** The customer's rights over their data, on the profile page: a copy of all of it, and closing the account. */
export function YourDataSection() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>Take a copy of everything we hold about you, or delete your account.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <DownloadMyData />
        <div className="border-t border-line pt-6">
          <DeleteAccountDialog />
        </div>
      </CardContent>
    </Card>
  );
}
