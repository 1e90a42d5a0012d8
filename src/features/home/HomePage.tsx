export function HomePage() {
  return (
    <div className="p-4">
      <h1 className="text-2xl font-bold">Latest casts</h1>
    </div>
  );
}
