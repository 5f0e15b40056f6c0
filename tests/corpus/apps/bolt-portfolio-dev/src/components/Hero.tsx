import { Github, Linkedin, Twitter, MapPin } from 'lucide-react';
import avatar from '../assets/avatar.svg';

export default function Hero() {
  return (
    <section className="mx-auto flex max-w-5xl flex-col items-center gap-10 px-6 py-20 md:flex-row">
      <img src={avatar} alt="Portrait de Camille" className="h-40 w-40 rounded-full shadow-lg" />
      <div>
        <p className="mb-2 text-sm font-medium uppercase tracking-wider text-indigo-600">Portfolio de développeuse</p>
        <h1 className="text-4xl font-bold text-gray-900 md:text-5xl">Camille Martin</h1>
        <p className="mt-4 max-w-xl text-lg text-gray-600">
          Développeuse front-end depuis six ans. J’aime les interfaces sobres, rapides et accessibles à tout le monde.
        </p>
        <p className="mt-3 flex items-center gap-1 text-sm text-gray-500">
          <MapPin className="h-4 w-4" /> Nantes, en télétravail
        </p>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <a
            href="#contact"
            className="rounded-lg bg-indigo-600 px-5 py-3 font-medium text-white shadow-sm transition hover:bg-indigo-700"
          >
            Me contacter
          </a>
          <a href="https://example.com/camille" className="rounded-full p-2 text-gray-500 hover:text-gray-900" aria-label="GitHub">
            <Github className="h-6 w-6" />
          </a>
          <a href="https://example.com/in/camille" className="rounded-full p-2 text-gray-500 hover:text-gray-900" aria-label="LinkedIn">
            <Linkedin className="h-6 w-6" />
          </a>
          <a href="https://example.com/@camille" className="rounded-full p-2 text-gray-500 hover:text-gray-900" aria-label="Twitter">
            <Twitter className="h-6 w-6" />
          </a>
        </div>
      </div>
    </section>
  );
}
