import mug from "@/assets/mug.png"

export interface Product {
  id: string
  name: string
  price: number
  category: "Tasses" | "Assiettes" | "Vases"
  image: string
  tint: string
}

export const products: Product[] = [
  { id: "tasse-rose", name: "Tasse émaillée rose", price: 24, category: "Tasses", image: mug, tint: "bg-rose-100" },
  { id: "tasse-sable", name: "Tasse grès sable", price: 22, category: "Tasses", image: mug, tint: "bg-amber-100" },
  { id: "assiette-ocre", name: "Assiette plate ocre", price: 32, category: "Assiettes", image: mug, tint: "bg-orange-100" },
  { id: "assiette-bleue", name: "Assiette creuse bleu nuit", price: 34, category: "Assiettes", image: mug, tint: "bg-sky-100" },
  { id: "vase-galet", name: "Vase galet", price: 58, category: "Vases", image: mug, tint: "bg-stone-200" },
  { id: "vase-haut", name: "Grand vase cannelé", price: 89, category: "Vases", image: mug, tint: "bg-emerald-100" },
]

export const formatPrice = (n: number) => n.toLocaleString("fr-FR", { style: "currency", currency: "EUR" })
