import type { SingleImage, SingleImageRequest } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import { drawSinglePicture } from './charged-picture';
import { imageProvider } from './image-provider-for';
import { toSingleImage } from './image-view';
import { assertCanAfford } from './picture-cost';

/** POST /generate-image/: one picture from a prompt, charged once it is stored. */
export async function generateSinglePicture(context: AppContext, customerId: string, request: Required<SingleImageRequest>): Promise<SingleImage> {
  const provider = imageProvider(context);
  const model = provider.modelFor(request.use_high_quality_mode ? 'high' : 'standard');
  const cost = await assertCanAfford(context, customerId, model, 1);
  const { row } = await drawSinglePicture(
    context,
    request.prompt,
    { customerId, model, style: request.style, cost, description: 'Picture from a prompt' },
    () => provider.drawFromPrompt({ prompt: request.prompt, style: request.style, model }),
  );
  return toSingleImage(context, row);
}
