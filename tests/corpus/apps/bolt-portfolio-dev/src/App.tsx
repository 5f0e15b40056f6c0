import Header from './components/Header';
import Hero from './components/Hero';
import Projects from './components/Projects';
import Contact from './components/Contact';
import { skills } from './data/projects';

function App() {
  return (
    <div className="min-h-screen bg-white font-sans text-gray-900">
      <Header />
      <main>
        <Hero />
        <Projects />
        <section id="competences" className="mx-auto max-w-5xl px-6 py-20">
          <h2 className="text-3xl font-bold">Compétences</h2>
          <ul className="mt-6 flex flex-wrap gap-3">
            {skills.map((skill) => (
              <li key={skill} className="rounded-lg border border-gray-200 px-4 py-2 text-gray-700">
                {skill}
              </li>
            ))}
          </ul>
        </section>
        <Contact />
      </main>
      <footer className="border-t border-gray-100 py-8 text-center text-sm text-gray-500">
        © {new Date().getFullYear()} Camille Martin. Fait avec React et Tailwind.
      </footer>
    </div>
  );
}

export default App;
