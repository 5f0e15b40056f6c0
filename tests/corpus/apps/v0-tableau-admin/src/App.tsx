import AdminDashboard from "~/components/admin-dashboard"

export default function App() {
  return <AdminDashboard />
}
