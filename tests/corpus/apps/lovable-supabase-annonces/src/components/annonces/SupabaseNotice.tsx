import { KeyRound } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { isSupabaseConfigured } from "@/integrations/supabase/client";

export const SupabaseNotice = () => {
  if (isSupabaseConfigured) return null;
  return (
    <Alert className="border-amber-300 bg-amber-50">
      <KeyRound className="h-4 w-4" />
      <AlertTitle>Clés Supabase manquantes</AlertTitle>
      <AlertDescription>
        Ajoutez <code>VITE_SUPABASE_URL</code> et <code>VITE_SUPABASE_PUBLISHABLE_KEY</code> dans le fichier <code>.env</code> pour
        enregistrer les annonces. En attendant, des annonces d'exemple sont affichées.
      </AlertDescription>
    </Alert>
  );
};
