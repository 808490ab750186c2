import { Image } from 'antd';
import { useEffect, useState } from 'react';
import { photoBlob } from '../api/sampling-api';

/** A field photo, fetched with the bearer token (an <img> cannot send one). */
export function Photo({ id, name }: { id: number; name: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let href: string | null = null;
    void photoBlob(id).then((blob) => {
      href = URL.createObjectURL(blob);
      setUrl(href);
    });
    return () => {
      if (href) URL.revokeObjectURL(href);
    };
  }, [id]);
  return url ? <Image src={url} alt={name} width={120} /> : null;
}
