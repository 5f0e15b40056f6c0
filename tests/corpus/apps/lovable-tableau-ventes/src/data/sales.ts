export interface MonthlySale {
  month: string;
  revenue: number;
  orders: number;
}

export interface CategorySale {
  category: string;
  revenue: number;
}

export type OrderStatus = "payée" | "en attente" | "annulée";

export interface Order {
  id: string;
  customer: string;
  /** Date ISO (AAAA-MM-JJ). */
  date: string;
  status: OrderStatus;
  total: number;
}

/** Format monétaire sans décimales, pour les graphiques. */
export const euro = new Intl.NumberFormat("fr-FR", {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 0,
});

const monthlySales: MonthlySale[] = [
  { month: "Janv.", revenue: 14200, orders: 172 },
  { month: "Févr.", revenue: 12800, orders: 158 },
  { month: "Mars", revenue: 16500, orders: 196 },
  { month: "Avr.", revenue: 18900, orders: 214 },
  { month: "Mai", revenue: 21400, orders: 243 },
  { month: "Juin", revenue: 23100, orders: 259 },
  { month: "Juil.", revenue: 20600, orders: 238 },
  { month: "Août", revenue: 19800, orders: 231 },
  { month: "Sept.", revenue: 26900, orders: 298 },
];

const categorySales: CategorySale[] = [
  { category: "Luminaires", revenue: 48200 },
  { category: "Linge de maison", revenue: 36900 },
  { category: "Céramique", revenue: 29400 },
  { category: "Mobilier", revenue: 27100 },
  { category: "Décoration", revenue: 22800 },
  { category: "Bougies", revenue: 9800 },
];

const recentOrders: Order[] = [
  { id: "MO-1048", customer: "Élise Garnier", date: "2024-09-28", status: "payée", total: 249.9 },
  { id: "MO-1047", customer: "Julien Mercier", date: "2024-09-27", status: "en attente", total: 89.5 },
  { id: "MO-1046", customer: "Sophie Lambert", date: "2024-09-27", status: "payée", total: 412 },
  { id: "MO-1045", customer: "Antoine Faure", date: "2024-09-26", status: "annulée", total: 64.9 },
  { id: "MO-1044", customer: "Inès Chevalier", date: "2024-09-25", status: "payée", total: 158.4 },
  { id: "MO-1043", customer: "Romain Blanc", date: "2024-09-24", status: "payée", total: 37.5 },
  { id: "MO-1042", customer: "Clara Roussel", date: "2024-09-24", status: "en attente", total: 520 },
  { id: "MO-1041", customer: "Maxime Perrin", date: "2024-09-23", status: "payée", total: 129.9 },
];

/** Simule un appel réseau. */
const delay = <T,>(value: T, ms = 300): Promise<T> =>
  new Promise((resolve) => setTimeout(() => resolve(value), ms));

export function getMonthlySales(): Promise<MonthlySale[]> {
  return delay(monthlySales);
}

export function getCategorySales(): Promise<CategorySale[]> {
  return delay(categorySales);
}

export function getRecentOrders(): Promise<Order[]> {
  return delay(recentOrders);
}
