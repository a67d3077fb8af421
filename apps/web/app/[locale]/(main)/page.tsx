import { SportTiles } from '@/features/catalogue';

export default function HomePage() {
  return <SportTiles />;
}
