import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isSupabaseConfigured, supabase } from "@/integrations/supabase/client";
import type { Annonce, NouvelleAnnonce } from "@/integrations/supabase/types";
import { demoAnnonces } from "@/data/demo-annonces";

let localAnnonces = [...demoAnnonces];

async function listAnnonces(): Promise<Annonce[]> {
  if (!supabase) return localAnnonces;
  const { data, error } = await supabase.from("annonces").select("*").order("created_at", { ascending: false });
  if (error) throw error;
  return data;
}

async function createAnnonce(annonce: NouvelleAnnonce): Promise<void> {
  if (!supabase) {
    localAnnonces = [{ ...annonce, id: crypto.randomUUID(), prix: annonce.prix ?? null, created_at: new Date().toISOString() }, ...localAnnonces];
    return;
  }
  const { error } = await supabase.from("annonces").insert(annonce);
  if (error) throw error;
}

export const useAnnonces = () =>
  useQuery({ queryKey: ["annonces", isSupabaseConfigured], queryFn: listAnnonces });

export const useCreateAnnonce = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnonce,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["annonces"] }),
  });
};
