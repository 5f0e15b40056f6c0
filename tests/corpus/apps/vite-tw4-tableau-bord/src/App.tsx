import { FaBoxOpen, FaEuroSign, FaShoppingBag, FaUsers, FaStore } from 'react-icons/fa'
import StatCard from '@/components/StatCard'
import RevenueChart from '@/components/RevenueChart'
import CategoryChart from '@/components/CategoryChart'
import OrdersTable from '@/components/OrdersTable'
import { monthlySales } from '@/data/sales'
import { euros } from '@/lib/format'

function App() {
  const last = monthlySales[monthlySales.length - 1]
  const previous = monthlySales[monthlySales.length - 2]
  const change = (a: number, b: number) => ((a - b) / b) * 100

  return (
    <div className="min-h-screen bg-gray-50 font-sans">
      <header className="bg-brand text-white">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-6 py-4">
          <FaStore className="size-6" />
          <h1 className="text-xl font-semibold">La Feuille Verte — Tableau de bord</h1>
        </div>
      </header>
      <main className="mx-auto max-w-7xl space-y-6 px-6 py-8">
        <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard label="Chiffre d’affaires (juin)" value={euros(last.revenue)} change={change(last.revenue, previous.revenue)} icon={FaEuroSign} />
          <StatCard label="Commandes" value={String(last.orders)} change={change(last.orders, previous.orders)} icon={FaShoppingBag} />
          <StatCard label="Panier moyen" value={euros(last.revenue / last.orders)} change={2.4} icon={FaBoxOpen} />
          <StatCard label="Nouveaux clients" value="128" change={-3.1} icon={FaUsers} />
        </section>
        <section className="grid gap-6 lg:grid-cols-3">
          <RevenueChart />
          <CategoryChart />
          <OrdersTable />
        </section>
      </main>
    </div>
  )
}

export default App
