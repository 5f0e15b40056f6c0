export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      annonces: {
        Row: {
          id: string;
          titre: string;
          description: string;
          prix: number | null;
          categorie: "don" | "vente" | "echange";
          quartier: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          titre: string;
          description: string;
          prix?: number | null;
          categorie: "don" | "vente" | "echange";
          quartier: string;
          created_at?: string;
        };
        Update: Partial<Database["public"]["Tables"]["annonces"]["Insert"]>;
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

export type Annonce = Database["public"]["Tables"]["annonces"]["Row"];
export type NouvelleAnnonce = Database["public"]["Tables"]["annonces"]["Insert"];
