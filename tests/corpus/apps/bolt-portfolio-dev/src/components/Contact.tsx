import { useState, type FormEvent } from 'react';
import { Mail, Send, CheckCircle } from 'lucide-react';

export default function Contact() {
  const [form, setForm] = useState({ name: '', email: '', message: '' });
  const [sent, setSent] = useState(false);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.name || !form.email || !form.message) return;
    setSent(true);
    setForm({ name: '', email: '', message: '' });
  };

  return (
    <section id="contact" className="py-20">
      <div className="mx-auto max-w-xl px-6">
        <h2 className="flex items-center gap-2 text-3xl font-bold text-gray-900">
          <Mail className="h-7 w-7 text-indigo-600" /> Travaillons ensemble
        </h2>
        <p className="mt-2 text-gray-600">Une mission, une question ? Je réponds sous 48 heures.</p>
        {sent ? (
          <p className="mt-8 flex items-center gap-2 rounded-lg bg-green-50 p-4 text-green-700">
            <CheckCircle className="h-5 w-5" /> Merci, votre message est bien parti.
          </p>
        ) : (
          <form onSubmit={handleSubmit} className="mt-8 space-y-4">
            <input
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
              placeholder="Votre nom"
              className="w-full rounded-lg border border-gray-300 px-4 py-2 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200"
            />
            <input
              type="email"
              value={form.email}
              onChange={(e) => setForm({ ...form, email: e.target.value })}
              placeholder="vous@exemple.fr"
              className="w-full rounded-lg border border-gray-300 px-4 py-2 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200"
            />
            <textarea
              value={form.message}
              onChange={(e) => setForm({ ...form, message: e.target.value })}
              placeholder="Votre message"
              rows={4}
              className="w-full rounded-lg border border-gray-300 px-4 py-2 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200"
            />
            <button type="submit" className="flex items-center gap-2 rounded-lg bg-gray-900 px-5 py-2.5 font-medium text-white hover:bg-gray-800">
              <Send className="h-4 w-4" /> Envoyer
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
