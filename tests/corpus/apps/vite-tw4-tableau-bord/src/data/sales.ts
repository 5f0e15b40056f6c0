export interface MonthlySale {
  month: string
  revenue: number
  orders: number
}

export interface CategoryShare {
  name: string
  /** Part du chiffre d’affaires, en pourcentage. */
  value: number
}

export type OrderStatus = 'payée' | 'expédiée' | 'livrée' | 'remboursée'

export interface Order {
  id: string
  customer: string
  status: OrderStatus
  total: number
}

/** Chiffre d’affaires et nombre de commandes par mois (janvier à juin). */
export const monthlySales: MonthlySale[] = [
  { month: 'Janv.', revenue: 18400, orders: 312 },
  { month: 'Févr.', revenue: 16950, orders: 287 },
  { month: 'Mars', revenue: 21300, orders: 351 },
  { month: 'Avr.', revenue: 24800, orders: 398 },
  { month: 'Mai', revenue: 27650, orders: 436 },
  { month: 'Juin', revenue: 29900, orders: 462 },
]

export const categories: CategoryShare[] = [
  { name: 'Plantes vertes', value: 34 },
  { name: 'Plantes fleuries', value: 22 },
  { name: 'Pots & cache-pots', value: 16 },
  { name: 'Terreaux', value: 11 },
  { name: 'Outillage', value: 9 },
  { name: 'Graines', value: 8 },
]

export const latestOrders: Order[] = [
  { id: 'CMD-2481', customer: 'Camille Martin', status: 'payée', total: 89 },
  { id: 'CMD-2480', customer: 'Lucas Bernard', status: 'expédiée', total: 142 },
  { id: 'CMD-2479', customer: 'Chloé Dubois', status: 'livrée', total: 56 },
  { id: 'CMD-2478', customer: 'Hugo Lefèvre', status: 'livrée', total: 213 },
  { id: 'CMD-2477', customer: 'Manon Girard', status: 'remboursée', total: 38 },
  { id: 'CMD-2476', customer: 'Théo Moreau', status: 'expédiée', total: 124 },
  { id: 'CMD-2475', customer: 'Léa Fournier', status: 'payée', total: 67 },
  { id: 'CMD-2474', customer: 'Nathan Rousseau', status: 'livrée', total: 98 },
]
