import { Camera, GitBranch, Loader2, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, FULL_NAME_MAX, updateProfileSchema, type Profile } from '@common/profile';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { ApiRequestError } from '@/lib/api';
import { useGithubStatus } from '@/lib/github-api';
import { useGithubAvatar, useRemoveAvatar, useUpdateProfile, useUploadAvatar } from './profile-api';

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiRequestError ? error.message : fallback);

export function PersonalInfoCard({ profile }: { profile: Profile }) {
  const ids = { email: useId(), emailHint: useId(), name: useId(), nameError: useId() };
  const [fullName, setFullName] = useState(profile.fullName ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const update = useUpdateProfile();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileSchema.safeParse({ fullName });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? 'Nom invalide');
      return;
    }
    setNameError(null);
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setFullName(saved.fullName ?? '');
        toast.success('Profil mis à jour');
      },
      onError: (error) => toast.error('Impossible de mettre à jour le profil', { description: messageOf(error, 'Veuillez réessayer.') }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Informations personnelles</CardTitle>
        <CardDescription>Votre nom et votre photo, visibles dans Lumi.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <AvatarField profile={profile} />
        <form className="space-y-4" onSubmit={save} noValidate>
          <div className="space-y-2">
            <Label htmlFor={ids.email}>Email</Label>
            <Input id={ids.email} value={profile.email} readOnly aria-describedby={ids.emailHint} className="bg-secondary/60" />
            <p id={ids.emailHint} className="text-xs text-muted-foreground">
              L'email ne peut pas être modifié
            </p>
          </div>
          <div className="space-y-2">
            <Label htmlFor={ids.name}>Nom complet</Label>
            <Input
              id={ids.name}
              value={fullName}
              onChange={(event) => setFullName(event.target.value)}
              placeholder="Votre nom (facultatif)"
              autoComplete="name"
              maxLength={FULL_NAME_MAX + 20}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? ids.nameError : undefined}
            />
            {nameError ? (
              <p id={ids.nameError} className="text-xs text-destructive">
                {nameError}
              </p>
            ) : null}
          </div>
          <Button type="submit" variant="brand" disabled={update.isPending}>
            {update.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Enregistrer
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function AvatarField({ profile }: { profile: Profile }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const fromGithub = useGithubAvatar();
  // Offered only while the GitHub link works: a revoked token could not read the photo.
  const githubActive = useGithubStatus().data?.connection?.active === true;
  const busy = upload.isPending || remove.isPending || fromGithub.isPending;
  const initial = (profile.fullName ?? profile.email).charAt(0).toUpperCase();

  const send = (file: File | undefined) => {
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
      toast.error('Impossible de mettre à jour le profil', {
        description: 'Format non pris en charge : envoyez une image PNG, JPEG, WebP ou GIF.',
      });
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      toast.error('Impossible de mettre à jour le profil', { description: "L'image dépasse la taille maximale de 5 Mo." });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success('Profil mis à jour', { description: 'Votre photo a été enregistrée.' }),
      onError: (error) => toast.error('Impossible de mettre à jour le profil', { description: messageOf(error, 'Veuillez réessayer.') }),
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      {profile.image ? (
        <img src={profile.image} alt="Votre photo de profil" className="size-16 shrink-0 rounded-full border object-cover" />
      ) : (
        <span
          className="bg-brand-gradient grid size-16 shrink-0 place-items-center rounded-full text-2xl font-semibold text-white"
          aria-hidden="true"
        >
          {initial}
        </span>
      )}
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
            {upload.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Camera aria-hidden="true" />}
            {profile.image ? 'Changer la photo' : 'Ajouter une photo'}
          </Button>
          {profile.image ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast.success('Profil mis à jour', { description: 'Votre photo a été retirée.' }),
                  onError: (error) =>
                    toast.error('Impossible de mettre à jour le profil', { description: messageOf(error, 'Veuillez réessayer.') }),
                })
              }
            >
              <Trash2 aria-hidden="true" />
              Retirer
            </Button>
          ) : null}
          {githubActive ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() =>
                fromGithub.mutate(undefined, {
                  onSuccess: () => toast.success('Profil mis à jour', { description: 'Votre photo GitHub a été enregistrée.' }),
                  onError: (error) =>
                    toast.error('Impossible de mettre à jour le profil', { description: messageOf(error, 'Veuillez réessayer.') }),
                })
              }
            >
              {fromGithub.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <GitBranch aria-hidden="true" />}
              Utiliser ma photo GitHub
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">PNG, JPEG, WebP ou GIF, 5 Mo au plus. Recadrée en 256 × 256.</p>
      </div>
      <input
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-label="Choisir une photo de profil"
        onChange={(event) => {
          send(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
